// @sikka/shared/ui: the design system (radix-ui primitives + CSS Modules + tokens). Heavier pieces that
// only some screens need (markdown, camera, image editor, uploads, menu) are entries of their own;
// Dialog, AlertDialog, Select and the toasts fetch their radix code when first needed (lib/onDemand.ts).
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
export { Input, type InputProps } from './components/Input/Input';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export { NativeSelect, type NativeSelectProps } from './components/NativeSelect/NativeSelect';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Field, type FieldProps } from './components/Field/Field';
export { Dialog, preloadDialog, type DialogProps } from './components/Dialog/Dialog';
export { AlertDialog, type AlertDialogProps } from './components/AlertDialog/AlertDialog';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { Card, type CardProps } from './components/Card/Card';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { ToastProvider, useToast, type ToastInput, type ToastTone, type ToastFunction } from './components/Toast/Toast';
export { Breadcrumb, type BreadcrumbProps } from './components/Breadcrumb/Breadcrumb';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { ImageWithFallback, type ImageWithFallbackProps } from './components/ImageWithFallback/ImageWithFallback';
export { AccessDenied, type AccessDeniedProps, type AccessDeniedReason } from './components/AccessDenied/AccessDenied';
export { Logo, type LogoProps } from './components/Logo/Logo';
export { PageFrame, type PageFrameProps } from './components/PageFrame/PageFrame';
export { logoUrl } from './components/Logo/coinMark';
export { cx } from './lib/cx';
export { DocumentMeta, type MetaTag } from './lib/DocumentMeta';
export { JsonLd, pageTitle, previewTags, SITE_NAME } from './lib/pageHead';
// lucide's icon factory, for the remotes' own icons (src/lucide/createLucideIcon.ts): one copy of its runtime.
export { createLucideIcon } from 'lucide-react';
