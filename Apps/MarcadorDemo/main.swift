print("marcador-demo: coming soon")
