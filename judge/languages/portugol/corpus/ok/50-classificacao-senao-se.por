programa {
  funcao cadeia conceito(real nota) {
    se (nota >= 9) {
      retorne "A"
    } senao se (nota >= 7) {
      retorne "B"
    } senao se (nota >= 5) {
      retorne "C"
    } senao {
      retorne "D"
    }
  }

  funcao inicio() {
    real notas[] = {10, 9, 8.99, 7, 6.5, 5, 4.99, 0}
    para (inteiro i = 0; i < 8; i++) {
      escreva(notas[i], " -> ", conceito(notas[i]), "\n")
    }
  }
}
