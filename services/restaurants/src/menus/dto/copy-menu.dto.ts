import { IsDefined, IsUUID } from 'class-validator';
import type { MenuCopyRequest } from '@carta/contracts';

/** POST /restaurants/{id}/menus/{menuId}/copy: the restaurant to copy into. */
export class CopyMenuDto implements MenuCopyRequest {
  @IsDefined({ message: 'IS_EMPTY' })
  @IsUUID('all', { message: 'ID_MALFORMED' })
  restaurantId!: string;
}
