import type { TSchema } from 'typebox';
import { IdParams } from './common';

/**
 * The three calls every single-record document of the site shares (about-us, homepage, site
 * settings): read the one record, create it (a second create overwrites it), change given fields by
 * id. Each document's contract spreads these under its own route names and adds what is its own.
 */
export function singleRecordSchemas<
  Read extends TSchema,
  Record extends TSchema,
  Input extends TSchema,
  Patch extends TSchema,
>(doc: {
  /** 'the about-us page', used in the summaries. */
  name: string;
  /** What GET answers: the record, or null while none exists (a nullable schema). */
  read: Read;
  record: Record;
  input: Input;
  patch: Patch;
}) {
  return {
    read: { summary: `Read ${doc.name} (public)`, response: { 200: doc.read } },
    create: {
      summary: `Create ${doc.name} (overwrites the single record when it exists)`,
      body: doc.input,
      response: { 200: doc.record, 201: doc.record },
    },
    change: {
      summary: `Change ${doc.name} (given fields only)`,
      params: IdParams,
      body: doc.patch,
      response: { 200: doc.record },
    },
  };
}
