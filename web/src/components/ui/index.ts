/** Rapport's design system: every screen builds on these. */
export { AppLayout } from './AppLayout';
export { Badge, type BadgeTone } from './Badge';
export { Banner, type BannerTone } from './Banner';
export {
  Button,
  ButtonLink,
  buttonClasses,
  buttonVariants,
  type ButtonProps,
  type ButtonVariant,
} from './Button';
export { Card, type CardProps } from './Card';
export { cn } from './cn';
export { Input, type InputProps } from './Input';
export { Logo } from './Logo';
export { NavTabs, type NavItem } from './NavTabs';
export { PageHeader } from './PageHeader';
export { ProgressBar, toPercent } from './ProgressBar';
export { RadioGroup, type RadioOption } from './RadioGroup';
export { Select, type SelectOption, type SelectProps } from './Select';
export { LoadingScreen, Spinner } from './Spinner';
export { Textarea, type TextareaProps } from './Textarea';
export { ToastProvider, useToast, type Toaster, type ToastTone } from './Toast';
export { TabSection } from './TabSection';
