export * from './catalog';
export * from './orders';
export * from './system';
