import { PartialType } from '@nestjs/mapped-types';
import type { MenuPatch } from '@carta/contracts';
import { CreateMenuDto } from './create-menu.dto';

/** PATCH /restaurants/{id}/menus/{menuId}: any part; the schedule rules are checked on the result. */
export class UpdateMenuDto extends PartialType(CreateMenuDto, { skipNullProperties: false }) implements MenuPatch {}
