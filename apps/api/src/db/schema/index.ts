export * from './catalog';
export * from './members';
export * from './orders';
export * from './system';
