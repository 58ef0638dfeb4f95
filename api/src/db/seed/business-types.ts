/** The 14 business types of spec section 1, in display order. Catalog seeds key on `slug`. */
export const BUSINESS_TYPES = [
  { name: 'Pizzaria', slug: 'pizzaria', icon: 'local_pizza', description: 'Pizzas tradicionais, especiais e doces' },
  { name: 'Restaurante', slug: 'restaurante', icon: 'restaurant', description: 'Pratos executivos, à la carte e refeições' },
  { name: 'Sorveteria', slug: 'sorveteria', icon: 'icecream', description: 'Sorvetes, picolés, milkshakes e sobremesas geladas' },
  { name: 'Hamburgueria', slug: 'hamburgueria', icon: 'lunch_dining', description: 'Hambúrgueres artesanais e combos' },
  { name: 'Bar', slug: 'bar', icon: 'local_bar', description: 'Bebidas, drinks e petiscos' },
  { name: 'Lanchonete', slug: 'lanchonete', icon: 'fastfood', description: 'Lanches, salgados, porções e sucos' },
  { name: 'Cafeteria', slug: 'cafeteria', icon: 'local_cafe', description: 'Cafés especiais, bebidas quentes e acompanhamentos' },
  { name: 'Padaria', slug: 'padaria', icon: 'bakery_dining', description: 'Pães, bolos, salgados e confeitaria' },
  { name: 'Açaiteria', slug: 'acaiteria', icon: 'emoji_food_beverage', description: 'Açaí na tigela, no copo e complementos' },
  { name: 'Doceria', slug: 'doceria', icon: 'cake', description: 'Doces, bolos e encomendas' },
  { name: 'Pastelaria', slug: 'pastelaria', icon: 'breakfast_dining', description: 'Pastéis, caldo de cana e combos' },
  { name: 'Churrascaria', slug: 'churrascaria', icon: 'outdoor_grill', description: 'Carnes, rodízio e acompanhamentos' },
  { name: 'Delivery de Marmitas', slug: 'marmitaria', icon: 'takeout_dining', description: 'Marmitas, refeições fitness e planos' },
  { name: 'Food Truck', slug: 'food-truck', icon: 'local_shipping', description: 'Comida de rua em eventos e pontos fixos' },
] as const;

export type BusinessTypeSlug = (typeof BUSINESS_TYPES)[number]['slug'];
