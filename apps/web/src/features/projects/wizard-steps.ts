/** The project wizard's steps, in order; step n lives at #/myprojects/new/{projectId}/{n}. */
export const WIZARD_STEPS = ['information', 'bom', 'pcb', 'offers', 'order'] as const;

export const wizardPath = (projectId: string, step: number) => `/myprojects/new/${projectId}/${step}`;
