import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';

/** A button that is a link to one of the spec's routes (see src/routes.ts). */
export const RouteButton = ({ to, label, icon, variant = 'text' }: { to: string; label: string; icon?: ReactNode; variant?: 'text' | 'contained' | 'outlined' }) => (
  <Button component={Link} to={to} startIcon={icon} variant={variant} size="small" onClick={(e) => e.stopPropagation()}>
    {label}
  </Button>
);
