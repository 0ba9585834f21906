import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PasswordStrength } from './password-strength';

describe('PasswordStrength', () => {
  it('says nothing while the password is empty, in a polite live region', () => {
    render(<PasswordStrength password="" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
  });

  it('calls a common password Weak', async () => {
    render(<PasswordStrength password="Summer2024" />);
    expect(await screen.findByText('Password strength: Weak')).toBeInTheDocument();
  });

  it('calls a long unusual passphrase Strong, and updates as the password changes', async () => {
    const { rerender } = render(<PasswordStrength password="password" />);
    expect(await screen.findByText('Password strength: Weak')).toBeInTheDocument();
    rerender(<PasswordStrength password="Hay-Net-Lantern-42-Orchard" />);
    expect(await screen.findByText('Password strength: Strong')).toBeInTheDocument();
  });

  it("counts the member's own name against the password", async () => {
    const { rerender } = render(<PasswordStrength password="Quillbrook88" />);
    const alone = await screen.findByText(/^Password strength: /);
    const withoutName = alone.textContent;
    rerender(<PasswordStrength password="Quillbrook88" userInputs={['Quillbrook', 'Tennyson']} />);
    expect(await screen.findByText('Password strength: Weak')).toBeInTheDocument();
    expect(withoutName).not.toBe('Password strength: Weak');
  });
});
