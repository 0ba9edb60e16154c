export * from './constants';
export * from './attachment';
export * from './threads';
export * from './conversation';
export * from './approval';
export * from './standing';
