/** The order area's pure rules (order spec): no React, no I/O. */
export * from './actions';
export * from './courierFilter';
export * from './entity';
export * from './items';
export * from './links';
export * from './orderCenterTab';
export * from './priority';
export * from './read';
export * from './shippingType';
export * from './status';
export * from './trackingDate';
