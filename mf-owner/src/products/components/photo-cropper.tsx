import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Cropper from 'react-easy-crop';
import styled from 'styled-components';
import { PRODUCT_PHOTO_ASPECT } from '@carta/contracts';
import type { OpenedPhoto, PhotoArea } from '../photo';

const MAX_ZOOM = 3;

/** The photo whole, in its own proportions, under a frame in the guest's shape. */
const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: ${PRODUCT_PHOTO_ASPECT};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.border};
`;

const Zoom = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.size.touch};
  font-size: ${({ theme }) => theme.font.size.small};
  input {
    flex: 1;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** react-easy-crop, loaded with the first photo picked: the owner moves and zooms the photo under the frame. */
export default function PhotoCropper({ photo, onArea }: { photo: OpenedPhoto; onArea: (area: PhotoArea) => void }) {
  const { t } = useTranslation('owner');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <>
      <Frame>
        <Cropper
          image={photo.url}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={PRODUCT_PHOTO_ASPECT}
          objectFit="contain"
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percent, pixels) => onArea(pixels)}
          mediaProps={{ alt: t('item.imagePreview') }}
          cropperProps={{ role: 'group', 'aria-label': t('item.cropArea') }}
        />
      </Frame>
      <Zoom>
        {t('item.zoom')}
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </Zoom>
    </>
  );
}
