/**
 * MapLibre's own words (its controls' buttons and titles), in Spanish for the Spanish edition's
 * maps (issue 62): passed as the map's `locale`. The English edition keeps MapLibre's own English.
 */
export const spanishMapControls: Record<string, string> = {
  'AttributionControl.ToggleAttribution': 'Mostrar u ocultar las fuentes del mapa',
  'AttributionControl.MapFeedback': 'Comentarios sobre el mapa',
  'FullscreenControl.Enter': 'Pantalla completa',
  'FullscreenControl.Exit': 'Salir de la pantalla completa',
  'GeolocateControl.FindMyLocation': 'Mostrar mi ubicación',
  'GeolocateControl.LocationNotAvailable': 'Su ubicación no está disponible',
  'LogoControl.Title': 'Logotipo de MapLibre',
  'Map.Title': 'Mapa',
  'Marker.Title': 'Marcador del mapa',
  'NavigationControl.ResetBearing': 'Volver a orientar el mapa al norte',
  'NavigationControl.ZoomIn': 'Acercar',
  'NavigationControl.ZoomOut': 'Alejar',
  'Popup.Close': 'Cerrar',
  'ScaleControl.Feet': 'pies',
  'ScaleControl.Meters': 'm',
  'ScaleControl.Kilometers': 'km',
  'ScaleControl.Miles': 'mi',
  'ScaleControl.NauticalMiles': 'mn',
  'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + desplazamiento para acercar o alejar el mapa',
  'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + desplazamiento para acercar o alejar el mapa',
  'CooperativeGesturesHandler.MobileHelpText': 'Use dos dedos para mover el mapa',
};
