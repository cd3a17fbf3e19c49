print("benchmark-architecture: coming soon")
