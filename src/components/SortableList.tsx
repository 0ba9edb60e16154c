import { useMemo, useRef, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton } from '@mui/material';
import { format } from '../i18n/format';
import { sortableMessages as m } from '../i18n/messages/sortable';

/**
 * A vertical list the user reorders by dragging each row's handle (mouse, touch or pen) or with the
 * keyboard (focus the handle, Space or Enter to lift, arrow up/down to move, Space or Enter to drop,
 * Escape to cancel), with Indonesian screen-reader instructions and announcements. It knows no area.
 *
 * ```tsx
 * <SortableList
 *   items={categories}                     // the current order (controlled: the list keeps no order of its own)
 *   getId={(c) => c.id}                    // stable and unique; the row's React key
 *   getLabel={(c) => c.nama}               // names the handle ('Geser {label}') and the announcements
 *   renderItem={(c, index) => <Row c={c} />}   // the row's content, right of the handle
 *   onReorder={(next) => setCategories(next)}  // the whole list in its new order, after a drop that moved something
 *   disabled={saving}                      // optional: no dragging (e.g. while the order is being saved)
 *   aria-label="Urutan kategori"           // optional: names the list
 * />
 * ```
 *
 * Only the handle starts a drag, and the pointer must move a few pixels first, so buttons and links
 * inside a row keep working and a tap on the handle is not a drag. The handle disables the browser's
 * touch scrolling (only on itself), so on a phone the rest of the row still scrolls the page.
 */
export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => UniqueIdentifier;
  getLabel: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onReorder: (nextItems: T[]) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

// A vertical list: rows never slide sideways, so a shaky hand cannot push one out of the card.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableList<T>({ items, getId, getLabel, renderItem, onReorder, disabled = false, 'aria-label': ariaLabel }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);
  // dnd-kit reports the lifted row as over its own place right after the lift; announcing that would
  // overwrite 'diangkat' in the live region before it is read, so only a change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const total = items.length;
    const labels = new Map(items.map((item) => [getId(item), getLabel(item)]));
    const labelOf = (id: UniqueIdentifier) => labels.get(id) ?? String(id);
    const positionOf = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return format(m.picked, { label: labelOf(active.id), position: positionOf(active.id), total });
      },
      onDragOver: ({ active, over }) => {
        const overId = over?.id ?? null;
        if (overId === lastOver.current) return undefined;
        lastOver.current = overId;
        return overId === null
          ? format(m.outside, { label: labelOf(active.id) })
          : format(m.movedTo, { label: labelOf(active.id), position: positionOf(overId), total });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? format(m.dropped, { label: labelOf(active.id), position: positionOf(over.id), total })
          : format(m.cancelled, { label: labelOf(active.id), position: positionOf(active.id), total }),
      onDragCancel: ({ active }) => format(m.cancelled, { label: labelOf(active.id), position: positionOf(active.id), total }),
    };
  }, [items, ids, getId, getLabel]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: m.instructions }, announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Box component="ol" aria-label={ariaLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {items.map((item, index) => {
            const id = getId(item);
            return (
              <SortableRow key={id} id={id} label={getLabel(item)} disabled={disabled}>
                {renderItem(item, index)}
              </SortableRow>
            );
          })}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

const SortableRow = ({ id, label, disabled, children }: { id: UniqueIdentifier; label: string; disabled: boolean; children: ReactNode }) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: m.roleDescription },
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-sortable-id={String(id)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        p: 1,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 3 : 'none',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={format(m.handle, { label })}
        disabled={disabled}
        size="small"
        sx={{ touchAction: 'none', cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab', flexShrink: 0 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
};
