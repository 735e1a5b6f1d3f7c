// drizzle-kit and the query builder read every table from here.
export * from './schema/accounts.ts';
export * from './schema/billing.ts';
export * from './schema/bom.ts';
export * from './schema/catalog.ts';
export * from './schema/distributors.ts';
export * from './schema/integrations.ts';
export * from './schema/mail.ts';
export * from './schema/messages.ts';
export * from './schema/orders.ts';
export * from './schema/pcb.ts';
export * from './schema/project-sharing.ts';
export * from './schema/projects.ts';
export * from './schema/purchasing.ts';
export * from './schema/quotes.ts';
export * from './schema/service.ts';
