/**
 * The public surface of @sikka/shared. This one entry is also the module that module federation
 * shares as a singleton between the shell and the remotes, so everything a remote may use is listed
 * here by name — deliberately, not as a re-export-the-world barrel: internals (store factories,
 * icons, class helpers) stay private. Styles: import '@sikka/shared/styles.css' once per app.
 */

// design system
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
export { Input, type InputProps } from './components/Input/Input';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Field, type FieldProps } from './components/Field/Field';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { AlertDialog, type AlertDialogProps } from './components/AlertDialog/AlertDialog';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { collectibleStatusTone, orderStatusTone, submissionStatusTone } from './components/Badge/statusTone';
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
export {
  DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuGroup, type DropdownMenuProps, type DropdownMenuItemProps,
} from './components/DropdownMenu/DropdownMenu';
export { logoUrl } from './components/Logo/coinMark';

// formatting
export { formatInr } from './format/currency';
export { formatPhone } from './format/phone';
export { formatDate, formatDateTime } from './format/date';
export { slugify } from './format/slug';
export { youtubeId, isYoutubeUrl, youtubeEmbedUrl } from './format/youtube';
export { whatsappLink } from './format/whatsapp';
export { ratingFromId, randomRating } from './format/rating';
export { truncateId, metaDescription } from './format/text';

// configuration and business constants
export { BUSINESS, type BusinessConfig } from './config/business';
export {
  PAGE_SIZE, SHIPPING_CHARGE, MAX_LISTING_IMAGES, MAX_BULK_ITEMS, MAX_SELL_IMAGES, MAX_SELL_IMAGE_BYTES,
  PROMO_DISCOUNT_MIN, PROMO_DISCOUNT_MAX, PASSWORD_MIN, META_DESCRIPTION_LENGTH, DEFAULT_CATEGORY, POLICY_LAST_UPDATED,
} from './config/constants';
export { SORT_OPTIONS, DEFAULT_SORT, sortOption, type SortOption, type SortValue } from './config/sort';
export { INDIAN_STATES, type IndianState } from './config/states';

// domain schemas and rules
export { signInSchema, type SignInInput, type SignInValues } from './schemas/signIn';
export { deliverySchema, type DeliveryInput, type DeliveryValues } from './schemas/delivery';
export { promoCodeInputSchema } from './schemas/promoCode';
export { orderTotals, type OrderTotals } from './model/totals';
export { upiLink, type UpiPayment } from './model/upi';

// backend and session
export { loadRuntimeConfig, defaultRuntimeConfig, type RuntimeConfig } from './supabase/runtimeConfig';
export { configureSupabase, getSupabase, isSupabaseConfigured, type SikkaSupabaseClient } from './supabase/client';
export { initSession, useSession, useUser, useIsAdmin, signOut, useSignOut, SessionProvider } from './session/hooks';
export type { SessionState, SessionStore } from './session/store';
export { AdminOnly } from './session/AdminOnly';
// stories and component tests: a session frozen in one state
export { staticSessionStore, exampleUser } from './session/staticStore';

// federation contracts
export { REMOTE_MODULES, type CheckoutDialogProps, type RemotePageProps, type RemoteName, type RemoteModuleId } from './contracts';
