export { darkTheme, lightTheme, themeFor, type CartaTheme } from './theme';
export { GlobalStyle } from './global-style';
export { Button, buttonStyles, type ButtonVariant } from './components/button';
export {
  FieldError,
  SelectField,
  TextField,
  type SelectFieldProps,
  type TextFieldProps,
} from './components/text-field';
export { Card, Form, Heading, Notice, Page, Row, SubHeading, Text } from './components/layout';
export { Toolbar, ToolbarSpacer } from './components/toolbar';
export { Dialog, ProgressBar, type DialogProps } from './components/dialog';
export { Snackbar, SnackbarStack, type SnackbarProps } from './components/snackbar';
export { NotFound } from './components/not-found';
