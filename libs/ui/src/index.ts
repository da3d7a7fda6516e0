export { darkTheme, lightTheme, themeFor, type CartaTheme } from './theme';
export { GlobalStyle } from './global-style';
export { Button, buttonStyles, type ButtonVariant } from './components/button';
export {
  FieldError,
  SelectField,
  TextAreaField,
  TextField,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './components/text-field';
export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './components/choice-fields';
export { Card, Form, Heading, Notice, Page, Row, SubHeading, Text } from './components/layout';
export { Toolbar, ToolbarSpacer } from './components/toolbar';
export { Dialog, ProgressBar, type DialogProps } from './components/dialog';
export { Modal, type ModalProps } from './components/modal';
export { ConfirmDialog, FormDialogButtons, type ConfirmDialogProps } from './components/confirm-dialog';
export { Snackbar, SnackbarStack, type SnackbarProps } from './components/snackbar';
export { NotFound } from './components/not-found';
export { DataTable, SEARCH_DEBOUNCE_MS, type DataTableColumn, type DataTableProps } from './components/data-table';
export {
  PAGE_SIZES,
  listQueryFromParams,
  listQueryToParams,
  useListQuery,
  type TableQuery,
} from './components/list-query';
