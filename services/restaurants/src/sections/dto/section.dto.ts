import type { SectionInput, Translated } from '@carta/contracts';
import { NameField } from '../../common/validators';

/** POST and PATCH of a section: its name per restaurant language (the first required). */
export class SectionDto implements SectionInput {
  @NameField()
  name!: Translated;
}
