programa {
  funcao inicio() {
    // primeiro múltiplo de 7 maior que 50
    para (inteiro i = 51; i < 100; i++) {
      se (i % 7 == 0) {
        escreva("primeiro múltiplo: ", i, "\n")
        pare
      }
    }
    // pare só sai do laço de dentro
    para (inteiro i = 1; i <= 3; i++) {
      para (inteiro j = 1; j <= 3; j++) {
        se (j > i) {
          pare
        }
        escreva(i, j, " ")
      }
    }
    escreva("\n")
    inteiro n = 0
    enquanto (verdadeiro) {
      n++
      se (n * n > 200) {
        pare
      }
    }
    escreva("n = ", n, "\n")
    faca {
      n--
      se (n == 10) {
        pare
      }
    } enquanto (n > 0)
    escreva("n = ", n, "\n")
  }
}
