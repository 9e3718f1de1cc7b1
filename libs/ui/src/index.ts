// The core of the design system: what nearly every screen shows (buttons, fields, cards, alerts, the
// toast queue). Heavier parts are entries of their own, so a screen loads only what it shows:
// '@irrigo/ui/forms' (the form kit, react-hook-form + zod/mini), and one entry per Radix overlay or control
// ('@irrigo/ui/dialog', '/confirm-dialog', '/drawer', '/dropdown-menu', '/select', '/tabs', '/switch',
// '/tooltip'). Module Federation shares each entry once ('@irrigo/ui/' in tools/build/rspack-app.mjs);
// one entry reaches another through the package name, never a relative path, so nothing is bundled twice.
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
export { MOBILE_BREAKPOINT_PX, MOBILE_BOTTOM_BAR_MAX_ITEMS } from './layout.js';
export { visuallyHidden, stackedRowsBelow40rem, stackedRowsBelow60rem } from './styles/shared-classes.js';
export { LanguageSelector, type LanguageSelectorProps } from './components/LanguageSelector.js';
export { MessageCard, type MessageCardProps } from './components/MessageCard.js';
export { RemoteUnavailable, type RemoteUnavailableProps } from './components/RemoteUnavailable.js';
export { SectionInProgress, type SectionInProgressProps } from './components/SectionInProgress.js';
export { ConnectivityBadge, type ConnectivityBadgeProps } from './components/ConnectivityBadge.js';
export { toast, dismissToast, useToast, useToastStore, type ToastOptions, type ToastEntry, type ToastHandle, type ToastVariant } from './toast/toast-store.js';
export { Toaster } from './toast/Toaster.js';
