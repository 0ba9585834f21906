import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';
import { controlClasses } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(controlClasses, 'min-h-24 resize-y', className)} {...props} />;
}
