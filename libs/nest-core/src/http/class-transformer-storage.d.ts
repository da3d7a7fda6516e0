// class-transformer ships this module's types apart from its code; class-validator-jsonschema reads the storage
// (the DTOs' @Type() nesting) from it.
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
