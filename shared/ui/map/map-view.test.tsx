import { fireEvent, render, screen } from '@testing-library/react';
import { MapClickHandler, MapView } from './map-view';
import { MapCircle, MapMarker, MapPolygon, StorePin } from './map-layers';
import { MapTilesProvider } from './map-tiles';

const CENTRE = { latitude: -23.55, longitude: -46.65 };

describe('MapView', () => {
  it('draws the store pin, markers, circles and polygons without tiles, and reports where the map was clicked', () => {
    const clicks: { latitude: number; longitude: number }[] = [];
    const { container } = render(
      <MapView label="Mapa de teste" tiles={null} centre={CENTRE}>
        <StorePin position={CENTRE} />
        <MapMarker position={{ latitude: -23.56, longitude: -46.66 }} title="Ponto 1" />
        <MapCircle centre={CENTRE} radiusKm={2} colour="#2e7d32" />
        <MapPolygon points={[{ latitude: -23.55, longitude: -46.67 }, CENTRE, { latitude: -23.57, longitude: -46.65 }]} colour="#6a1b9a" />
        <MapClickHandler onClick={(p) => clicks.push(p)} />
      </MapView>,
    );
    expect(screen.getByRole('region', { name: 'Mapa de teste' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Localização da loja' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ponto 1' })).toBeInTheDocument();
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(2);
    expect(container.querySelector('.leaflet-control-attribution')).not.toHaveTextContent('OpenStreetMap');
    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 10, clientY: 10 });
    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 60, clientY: 10 });
    expect(clicks).toHaveLength(2);
    expect(clicks[0]!.latitude).toBeCloseTo(CENTRE.latitude, 1);
    expect(clicks[1]!.longitude).toBeGreaterThan(clicks[0]!.longitude);
  });

  it('takes its tiles from MapTilesProvider (OpenStreetMap by default)', () => {
    const { container, unmount } = render(<MapView label="Com mapa" centre={CENTRE} />);
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('OpenStreetMap');
    unmount();
    const other = render(
      <MapTilesProvider tiles={{ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Mapas Exemplo' }}>
        <MapView label="Outro mapa" centre={CENTRE} />
      </MapTilesProvider>,
    );
    expect(other.container.querySelector('.leaflet-control-attribution')).toHaveTextContent('Mapas Exemplo');
  });
});
