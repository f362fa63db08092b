// The texts the product shows and the server answers (docs/requirements.md#errors), as one
// namespace: `MSG.name`. A bundle keeps only the texts its code reads (shared/messageTexts.ts).
export * as MSG from './messageTexts';
