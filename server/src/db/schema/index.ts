export * from './catalogs';
export * from './users';
export * from './content';
export * from './orders';
export * from './sandbox';
export * from './door';
export * from './virtual-queue';
export * from './transfers';
