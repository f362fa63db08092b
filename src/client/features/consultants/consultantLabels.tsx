import { Tag } from '@client/components/Tag';
import type { ExpertiseLevel } from './consultantModel';

export const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of experience`;

export function AvailabilityChip({ isAvailable }: { isAvailable: boolean }) {
  return <Tag tone={isAvailable ? 'success' : 'default'}>{isAvailable ? 'Available' : 'Unavailable'}</Tag>;
}

/** Expertise levels from low to high, coloured so that the strongest stand out. */
export const LEVEL_COLOR: Record<ExpertiseLevel, 'default' | 'info' | 'primary'> = {
  Beginner: 'default',
  Intermediate: 'info',
  Expert: 'primary',
};
