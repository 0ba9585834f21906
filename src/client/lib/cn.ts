import { clsx, type ClassValue } from 'clsx';

/** Joins class names; conditional values are dropped (clsx). Later classes do not override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
