/** Assessment rules shared by the builder preview, the applicant form and the server. */
export * from './display';
export * from './ids';
export * from './keyed';
export * from './structure';
export * from './validation';
export * from './visibility';
