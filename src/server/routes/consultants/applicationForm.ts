import type { FastifyRequest } from 'fastify';
import { CV_MAX_BYTES } from '../../../shared/constants';
import { APPLICATION_FIELDS } from '../../../shared/contracts/consultants';
import { FIELD } from '../../../shared/domain/fields';
import { fitsLength, type Length } from '../../../shared/domain/text';
import { isSafeUrl } from '../../../shared/domain/urls';
import { yearsOfExperienceProblem } from '../../../shared/domain/work';
import { MSG } from '../../../shared/messages';
import { HttpError, type FieldError } from '../../errors';
import type { ApplicationFields } from '../../services/consultants/consultantApplications';
import { isPlainText } from '../../lib/boundedInputs';

export interface ApplicationUpload {
  fields: ApplicationFields;
  cv: Buffer;
}

const KNOWN: readonly string[] = APPLICATION_FIELDS;

/**
 * The text fields checked by the rules the JSON schemas apply elsewhere (ApplicationForm), since a
 * multipart body passes no schema: the same lengths, range and safe-address rule as the client's form.
 */
function checkFields(values: Record<string, string>, errors: FieldError[]): ApplicationFields {
  const text = (name: string, length: Length, label: string): string => {
    const value = (values[name] ?? '').trim();
    if (!isPlainText(value)) {
      errors.push({ field: name, message: `${label} contains a character that is not allowed.` });
    } else if (!fitsLength(value, length)) {
      const message =
        value === '' ? `${label} is required.` : `${label} must be at most ${length.max} characters.`;
      errors.push({ field: name, message });
    }
    return value;
  };
  const field = FIELD.consultant;
  const specialization = text('specialization', field.specialization, 'Specialization');
  const bio = text('bio', field.bio, 'Bio');
  const linkedInUrl = text('linkedInUrl', field.linkedInUrl, 'LinkedIn URL');
  if (!isSafeUrl(linkedInUrl)) errors.push({ field: 'linkedInUrl', message: MSG.invalidUrl });
  const years = (values.yearsOfExperience ?? '').trim();
  const yearsProblem = yearsOfExperienceProblem(years);
  if (yearsProblem) errors.push({ field: 'yearsOfExperience', message: yearsProblem });
  // `|| 0` also turns a typed '-0' into 0.
  const yearsOfExperience = yearsProblem ? 0 : Number(years) || 0;
  const names = text('expertise', field.expertise, 'Expertise')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  const expertise = names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
  return { specialization, bio, linkedInUrl, yearsOfExperience, expertise };
}

/**
 * Reads the application form: the CV as file part 'cv' (within CV_MAX_BYTES) and the text fields
 * of ApplicationForm, in any order. Every client mistake ends as a 4xx, never a 500.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationUpload> {
  if (!request.isMultipart())
    throw new HttpError(400, MSG.cvRequired, undefined, [{ field: 'cv', message: MSG.cvRequired }]);
  let cv: Buffer | undefined;
  const values: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: CV_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'cv') cv = bytes;
      } else if (KNOWN.includes(part.fieldname) && !(part.fieldname in values)) {
        values[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413)
      throw new HttpError(413, MSG.fileTooLarge);
    throw new HttpError(400, MSG.invalidUpload);
  }
  const errors: FieldError[] = [];
  const fields = checkFields(values, errors);
  if (!cv || cv.length === 0) errors.push({ field: 'cv', message: MSG.cvRequired });
  if (errors.length > 0) throw new HttpError(400, errors[0].message, undefined, errors);
  return { fields, cv: cv! };
}
