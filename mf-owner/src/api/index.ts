export * from './restaurants';
export * from './products';
