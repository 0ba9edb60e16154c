import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { Link } from 'react-router-dom';
import type { WebKategoriProduk } from './schemas';
import { webKategoriProdukRoutes } from './routes';
import { format } from '../../i18n/format';
import { messages } from '../../i18n/messages';
import { webKategoriProdukMessages } from './messages';

/** A card's Edit/Hapus menu. Hapus only asks the grid to confirm; the grid owns the delete. */
export const WebKategoriProdukCardMenu = ({ category, onDelete }: { category: WebKategoriProduk; onDelete: (category: WebKategoriProduk) => void }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <IconButton
        size="small"
        aria-label={format(webKategoriProdukMessages.menu, { name: category.namaKategori })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mt: -0.5, mr: -1 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to={webKategoriProdukRoutes.edit(category.id)}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{messages.common.edit}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete(category);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{messages.common.delete}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
