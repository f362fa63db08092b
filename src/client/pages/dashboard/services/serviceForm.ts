import { required } from '@client/components/forms/validation';
import { integerIn, maxLength, slugShape, urlOrPath } from '@client/components/forms/limits';
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

// The limits of the server's schema (shared/contracts/services.ts).
export const serviceFormRules = {
  title: [required('Title'), maxLength('Title', 200)],
  slug: [maxLength('Slug', 80), slugShape],
  shortDescription: [maxLength('Short description', 500)],
  description: [maxLength('Description', 20000)],
  icon: [maxLength('Icon name', 100)],
  imageUrl: [maxLength('Image URL', 500), urlOrPath],
  displayOrder: [integerIn('Display order', 0, 100000)],
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
