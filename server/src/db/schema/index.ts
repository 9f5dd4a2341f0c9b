export * from './catalogs';
export * from './users';
export * from './content';
