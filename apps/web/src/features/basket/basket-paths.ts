/** The project wizard's step paths (kept here: a feature does not import another feature). */
export const stepPath = (projectId: string, step: number) => `/myprojects/new/${projectId}/${step}`;

/** The BOM and offers steps of the wizard. */
export const BOM_STEP = 2;
export const OFFERS_STEP = 4;

/** Checkout (features/orders) receives the chosen projects in its query. */
export const checkoutPath = (projectIds: readonly string[]) => `/checkout?projects=${projectIds.join(',')}`;
