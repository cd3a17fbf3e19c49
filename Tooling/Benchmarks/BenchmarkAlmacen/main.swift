print("benchmark-almacen: coming soon")
