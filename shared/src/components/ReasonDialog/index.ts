export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
