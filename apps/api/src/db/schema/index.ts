export * from './catalog';
export * from './orders';
