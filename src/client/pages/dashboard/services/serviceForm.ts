import { required } from '@client/components/forms/validation';
import { integerIn, slugShape, urlOrPath, withinLength } from '@client/components/forms/limits';
import { FIELD } from '@shared/domain/fields';
import { RANGE } from '@shared/domain/numbers';
// eslint-disable-next-line import-x/no-restricted-paths -- type-checked by test/server/domainParity.test.ts with no DOM or JSX, which the index's components need.
import type { Service, ServiceInput } from '@client/features/services/serviceModel';

export type ServiceField =
  'title' | 'slug' | 'shortDescription' | 'description' | 'icon' | 'imageUrl' | 'displayOrder';

export const serviceFormValues = (s: Service | null): Record<ServiceField, string> => ({
  title: s?.title ?? '',
  slug: s?.slug ?? '',
  shortDescription: s?.shortDescription ?? '',
  description: s?.description ?? '',
  icon: s?.icon ?? '',
  imageUrl: s?.imageUrl ?? '',
  displayOrder: String(s?.displayOrder ?? 0),
});

const field = FIELD.service;

export const serviceFormRules = {
  title: [required('Title'), withinLength('Title', field.title)],
  slug: [withinLength('Slug', field.slug), slugShape],
  shortDescription: [withinLength('Short description', field.shortDescription)],
  description: [withinLength('Description', field.description)],
  icon: [withinLength('Icon name', field.icon)],
  imageUrl: [withinLength('Image URL', field.imageUrl), urlOrPath],
  displayOrder: [integerIn('Display order', RANGE.serviceDisplayOrder)],
};

export function toServiceInput(v: Record<ServiceField, string>, isActive: boolean): ServiceInput {
  return {
    title: v.title.trim(),
    slug: v.slug.trim(),
    shortDescription: v.shortDescription.trim(),
    description: v.description.trim(),
    icon: v.icon.trim(),
    imageUrl: v.imageUrl.trim(),
    displayOrder: Number(v.displayOrder.trim()),
    isActive,
  };
}
