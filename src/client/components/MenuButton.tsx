import { Suspense, useCallback, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';

/** What the menu (usually lazily loaded) is given: its id, the element it hangs from, how to close. */
export interface MenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

interface MenuButtonProps {
  /** The id of the menu, named by the button while the menu is open. */
  menuId: string;
  label: string;
  /** The button's aria-haspopup. */
  popup: 'true' | 'dialog';
  menu: ComponentType<MenuProps>;
  color?: IconButtonProps['color'];
  sx?: IconButtonProps['sx'];
  children: ReactNode;
}

/**
 * An icon button that opens a menu under it. The menu mounts on the first click and then stays
 * mounted so that its closing transition can run.
 */
export function MenuButton({ menuId, label, popup, menu: Menu, color, sx, children }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const close = useCallback(() => setAnchor(null), []);
  const open = Boolean(anchor);

  return (
    <>
      <IconButton
        color={color}
        aria-label={label}
        aria-controls={open ? menuId : undefined}
        aria-haspopup={popup}
        aria-expanded={open ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setAnchor(e.currentTarget);
          setLoaded(true);
        }}
        sx={sx}
      >
        {children}
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <Menu id={menuId} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
