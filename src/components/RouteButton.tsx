import type { ReactNode } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';

interface RouteButtonProps {
  to: string;
  label: string;
  icon?: ReactNode;
  variant?: 'text' | 'contained' | 'outlined';
  /** Icon only, with the label as its accessible name and tooltip (rows on a phone). */
  iconOnly?: boolean;
}

/** A button that is a link to one of the area's routes (its `routes.ts`). */
export const RouteButton = ({ to, label, icon, variant = 'text', iconOnly = false }: RouteButtonProps) =>
  iconOnly && icon ? (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} aria-label={label} size="small" color="primary" onClick={(e) => e.stopPropagation()}>
        {icon}
      </IconButton>
    </Tooltip>
  ) : (
    <Button component={Link} to={to} startIcon={icon} variant={variant} size="small" onClick={(e) => e.stopPropagation()}>
      {label}
    </Button>
  );
