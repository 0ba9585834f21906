import { toast } from '#client/components/ui/use-toast';

/**
 * docs/product.md §M8 success toast. The spec's "the product" is the configured site name:
 * 'Welcome to the product. You can now start connecting with the horse community.'
 */
export function showRegistrationSuccess(siteName: string): void {
  toast({
    title: 'Registration successful!',
    description: `Welcome to ${siteName}. You can now start connecting with the horse community.`,
  });
}
