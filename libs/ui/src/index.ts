// Design tokens travel with the components; the page reset (styles/global.css) is the shell's alone.
import './styles/tokens.css';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button.js';
export { IconButton, type IconButtonProps } from './components/IconButton.js';
export { Input, type InputProps } from './components/Input.js';
export { EmailInput } from './components/EmailInput.js';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput.js';
export { Label, type LabelProps } from './components/Label.js';
export { FormField, type FormFieldProps, type FormFieldControlProps } from './components/FormField.js';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/Card.js';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge.js';
export { Alert, type AlertProps, type AlertTone } from './components/Alert.js';
export { Spinner, type SpinnerProps } from './components/Spinner.js';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogDescription,
  DialogFooter,
  type DialogContentProps,
} from './components/Dialog.js';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog.js';
export { Drawer, DrawerTrigger, DrawerClose, DrawerContent, type DrawerContentProps } from './components/Drawer.js';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs.js';
export { Switch, type SwitchProps } from './components/Switch.js';
export { Select, type SelectProps, type SelectOption } from './components/Select.js';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuGroup,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  type DropdownMenuItemProps,
} from './components/DropdownMenu.js';
export { MOBILE_BREAKPOINT_PX, MOBILE_BOTTOM_BAR_MAX_ITEMS } from './layout.js';
export { visuallyHidden, stackedRowsBelow40rem, stackedRowsBelow60rem } from './styles/shared-classes.js';
export { TooltipProvider, Tooltip, type TooltipProps, type TooltipProviderProps } from './components/Tooltip.js';
export { LanguageSelector, type LanguageSelectorProps } from './components/LanguageSelector.js';
export { MessageCard, type MessageCardProps } from './components/MessageCard.js';
export { RemoteUnavailable, type RemoteUnavailableProps } from './components/RemoteUnavailable.js';
export { SectionInProgress, type SectionInProgressProps } from './components/SectionInProgress.js';
export { ConnectivityBadge, type ConnectivityBadgeProps } from './components/ConnectivityBadge.js';
export { toast, dismissToast, useToast, useToastStore, type ToastOptions, type ToastEntry, type ToastHandle, type ToastVariant } from './toast/toast-store.js';
export { Toaster } from './toast/Toaster.js';
export {
  Form,
  RegisteredField,
  SubmitButton,
  fieldErrorMessage,
  summaryMessage,
  useFormField,
  type FormProps,
  type RegisteredFieldProps,
  type SubmitButtonProps,
} from './forms/Form.js';
export { useZodForm, type ZodFormReturn } from './forms/use-zod-form.js';
// One zod for every schema: the kit's builders and a remote's z.object() come from the same copy.
export { z } from 'zod';
export type { FieldErrors } from 'react-hook-form';
export { SERVER_ERROR, reportServerError, serverFailureOf, type ServerErrorOptions } from './forms/server-error.js';
export {
  PASSWORD_LIMITS,
  PERSON_NAME_LIMITS,
  emailField,
  officePasswordField,
  optionalEmailField,
  organizationNameField,
  personNameField,
  passwordField,
  signUpCodeField,
  strongPasswordField,
  technicianNewPasswordField,
  textField,
  withConfirmation,
  type PasswordMessages,
} from './forms/field-schemas.js';
