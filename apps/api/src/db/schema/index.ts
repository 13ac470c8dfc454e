export * from './catalog';
export * from './delivery';
export * from './members';
export * from './orders';
export * from './payments';
export * from './staff';
export * from './store-settings';
export * from './system';
