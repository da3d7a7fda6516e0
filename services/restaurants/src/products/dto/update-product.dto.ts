import { PartialType } from '@nestjs/mapped-types';
import type { ProductInput } from '@carta/contracts';
import { CreateProductDto } from './create-product.dto';

/** PATCH /restaurants/{id}/products/{productId}: any part; name and description replace the whole translation. */
export class UpdateProductDto
  extends PartialType(CreateProductDto, { skipNullProperties: false })
  implements Partial<ProductInput> {}
