import { Slide, useScrollTrigger } from '@mui/material';
import { useEffect, useState, type ReactElement } from 'react';

/**
 * react-admin's HideOnScroll (the bar slides away as the page scrolls down), following the scroll from
 * just after the first paint. MUI's scroll trigger reads the page's scroll offset when it starts, which
 * forced the browser to lay the whole page out inside the first row's task (18 ms on a list), before
 * the screen's last changes; the page opens at its top, where the bar shows anyway.
 */
export const HideOnScrollAfterPaint = ({ children, className }: { children: ReactElement; className?: string }) => {
  const [following, setFollowing] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFollowing(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const hidden = useScrollTrigger({ target: following ? window : null });
  return (
    <Slide appear={false} direction="down" in={!hidden} className={className}>
      {children}
    </Slide>
  );
};
