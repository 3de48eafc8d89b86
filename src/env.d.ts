/** The id of this build (vite.config.ts): the page and its worker carry the same one. */
declare const __TALENTFLOW_BUILD__: string;
