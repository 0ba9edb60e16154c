/** The log's pure rules (operations spec §3, §4 and §9): no React, no I/O. */
export * from './classify';
export * from './filters';
export * from './summary';
export * from './dailyFlow';
